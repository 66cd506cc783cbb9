import CLibc
import Glibc

/// Parses the command line with Glibc's `getopt_long`.
///
/// Accepts `--opt=value`, `--opt value`, bundled short flags and `--`.
public enum OptionParser {
    /// Long options: name, whether it takes an argument, and the code it returns.
    private static let table: [(name: String, hasArgument: Int32, code: Int32)] = [
        ("help", no_argument, Code.help),
        ("version", no_argument, Code.version),
        ("query", required_argument, Code.query),
        ("no-live", no_argument, Code.noLive),
        ("live", no_argument, Code.live),
        ("filter", required_argument, Code.filter),
        ("exact", no_argument, Code.exact),
        ("no-exact", no_argument, Code.noExact),
        ("literal", no_argument, Code.literal),
        ("no-literal", no_argument, Code.noLiteral),
        ("sort", no_argument, Code.sort),
        ("no-sort", no_argument, Code.noSort),
        ("tac", no_argument, Code.tac),
        ("no-tac", no_argument, Code.noTac),
        ("ansi", no_argument, Code.ansi),
        ("no-ansi", no_argument, Code.noANSI),
        ("read0", no_argument, Code.read0),
        ("no-read0", no_argument, Code.noRead0),
        ("print0", no_argument, Code.print0),
        ("no-print0", no_argument, Code.noPrint0),
    ]

    /// Short options in getopt syntax.
    private static let shortOptions = ":hq:f:e"

    private enum Code {
        static let help = Int32(UInt8(ascii: "h"))
        static let query = Int32(UInt8(ascii: "q"))
        static let version: Int32 = 256
        static let noLive: Int32 = 257
        static let live: Int32 = 258
        static let filter = Int32(UInt8(ascii: "f"))
        static let exact = Int32(UInt8(ascii: "e"))
        static let noExact: Int32 = 259
        static let literal: Int32 = 260
        static let noLiteral: Int32 = 261
        static let sort: Int32 = 262
        static let noSort: Int32 = 263
        static let tac: Int32 = 264
        static let noTac: Int32 = 265
        static let read0: Int32 = 266
        static let noRead0: Int32 = 267
        static let print0: Int32 = 268
        static let noPrint0: Int32 = 269
        static let ansi: Int32 = 270
        static let noANSI: Int32 = 271
    }

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(OptionError) -> Options {
        var cArguments: [UnsafeMutablePointer<CChar>?] = (["swoop"] + arguments).map { strdup($0) }
        cArguments.append(nil)
        defer { cArguments.forEach { free($0) } }

        let names = table.map { strdup($0.name) }
        defer { names.forEach { free($0) } }
        var longOptions = zip(table, names).map { entry, name in
            option(name: name, has_arg: entry.hasArgument, flag: nil, val: entry.code)
        }
        longOptions.append(option())

        var options = Options()
        swoop_getopt_reset()
        let argumentCount = Int32(arguments.count + 1)
        while true {
            let code = cArguments.withUnsafeMutableBufferPointer { argv -> Int32 in
                guard let base = argv.baseAddress else { return -1 }
                return getopt_long(argumentCount, base, shortOptions, longOptions, nil)
            }
            if code == -1 { break }
            let value = swoop_optarg().map { String(cString: $0) }
            switch code {
            case Code.help: options.showHelp = true
            case Code.version: options.showVersion = true
            case Code.query: options.query = value ?? ""
            case Code.noLive: options.isLive = false
            case Code.live: options.isLive = true
            case Code.filter: options.filter = value ?? ""
            case Code.exact: options.matching.exact = true
            case Code.noExact: options.matching.exact = false
            case Code.literal: options.matching.foldDiacritics = false
            case Code.noLiteral: options.matching.foldDiacritics = true
            case Code.sort: options.matching.sort = true
            case Code.noSort: options.matching.sort = false
            case Code.tac: options.matching.reverseInput = true
            case Code.noTac: options.matching.reverseInput = false
            case Code.ansi: options.parsesANSI = true
            case Code.noANSI: options.parsesANSI = false
            case Code.read0: options.readsNULSeparated = true
            case Code.noRead0: options.readsNULSeparated = false
            case Code.print0: options.printsNULSeparated = true
            case Code.noPrint0: options.printsNULSeparated = false
            case Int32(UInt8(ascii: ":")):
                throw OptionError("option \(offendingOption(cArguments, missingValue: true)) needs a value")
            default:
                throw OptionError("unknown option: \(offendingOption(cArguments, missingValue: false))")
            }
        }

        let operands = cArguments[Int(swoop_optind())..<(cArguments.count - 1)].compactMap { $0.map { String(cString: $0) } }
        if operands.count > 1 {
            throw OptionError("too many arguments: \(operands.dropFirst().joined(separator: " ")) (only one FILE)")
        }
        options.inputPath = operands.first
        return options
    }

    /// Names the option getopt_long just rejected, as the user typed it.
    ///
    /// A missing value is reported after getopt has moved past the word that
    /// asked for it; an unknown long option leaves `optopt` at 0.
    private static func offendingOption(_ argv: [UnsafeMutablePointer<CChar>?], missingValue: Bool) -> String {
        let short = swoop_optopt()
        let index = Int(swoop_optind()) - 1
        let word = index >= 0 && index < argv.count ? argv[index].map { String(cString: $0) } : nil
        if let word, word.hasPrefix("--"), missingValue || short == 0 {
            return String(word.split(separator: "=", maxSplits: 1).first ?? Substring(word))
        }
        guard short > 0, let scalar = Unicode.Scalar(UInt32(short)) else { return word ?? "?" }
        return "-\(Character(scalar))"
    }
}
