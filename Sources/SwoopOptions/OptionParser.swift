import CLibc
import Glibc
import SwoopSystem

/// Parses the command line with Glibc's `getopt_long`, after the defaults from the environment.
///
/// Accepts `--opt=value`, `--opt value`, bundled short flags and `--`, and
/// fzf's `+s` flags and optional values given as the next word, which
/// `FzfArguments` rewrites first. Parsing starts from the name's defaults
/// (`Personality.defaults`); then `DEFAULT_OPTS_FILE` (a file of options) and
/// `DEFAULT_OPTS`, each read by `ProgramEnvironment`'s rule (`SWOOP_` before
/// `FZF_` under swoop, `FZF_` alone under fzf), come before the command line, so it wins.
package enum OptionParser {
    /// Parses `arguments` (without the program name) after the defaults in `environment`, under `personality`.
    package static func parse(_ arguments: [String], environment: [String: String],
                               personality: Personality = .swoop) throws(OptionError) -> Options {
        let environment = ProgramEnvironment(prefixes: personality.variablePrefixes, values: environment)
        var defaults: [String] = []
        if let (name, path) = environment.variable(.defaultOptionsFile), !path.isEmpty {
            guard let text = readFile(path) else { throw OptionError("cannot read \(name) \(path)") }
            defaults += try words(of: text, from: "\(name) \(path)")
        }
        let optionsVariable = environment.variable(.defaultOptions)
        if let (name, text) = optionsVariable { defaults += try words(of: text, from: name) }
        let start = personality.defaults
        do {
            _ = try parse(defaults, from: start)
        } catch {
            throw OptionError("\(error.description) (in \(optionsVariable?.name ?? environment.name(of: .defaultOptions)))")
        }
        var options = try parse(defaults + arguments, from: start)
        try OptionChecks.validate(options)
        // As fzf: without --ambidouble or --no-ambidouble, RUNEWIDTH_EASTASIAN=1 turns it on.
        if options.look.ambiguousIsWide == nil { options.look.ambiguousIsWide = environment["RUNEWIDTH_EASTASIAN"] == "1" }
        return options
    }

    /// The words of default options, or an error naming where they came from.
    private static func words(of text: String, from source: String) throws(OptionError) -> [String] {
        do {
            return try ShellWords.split(text)
        } catch {
            throw OptionError("\(source): \(error.description)")
        }
    }

    /// getopt_long keeps its place in globals, so one parse runs at a time (tests parse on many threads).
    private static let getoptInUse = Locked(())

    /// Parses `arguments` (without the program name) alone, over `start` (swoop's defaults unless given).
    package static func parse(_ arguments: [String], from start: Options = Options()) throws(OptionError) -> Options {
        try getoptInUse.withLock { _ in
            Result { () throws(OptionError) in try parseHoldingGetopt(arguments, from: start) }
        }.get()
    }

    /// `parse` while no other thread uses getopt_long.
    private static func parseHoldingGetopt(_ arguments: [String], from start: Options) throws(OptionError) -> Options {
        let entries = OptionTable.entries
        let arguments = FzfArguments.rewrite(arguments)
        var cArguments: [UnsafeMutablePointer<CChar>?] = (["swoop"] + arguments).map { strdup($0) }
        cArguments.append(nil)
        defer { cArguments.forEach { free($0) } }

        let names = entries.map { strdup($0.long) }
        defer { names.forEach { free($0) } }
        var longOptions = entries.indices.map { index in
            option(name: names[index], has_arg: argumentKind(entries[index].argument), flag: nil, val: code(of: index))
        }
        longOptions.append(option())
        let shortOptions = ":" + entries.compactMap { entry -> String? in
            entry.short.map { String($0) + (entry.argument == .required ? ":" : entry.argument == .optional ? "::" : "") }
        }.joined()

        var options = start
        swoop_getopt_reset()
        let argumentCount = Int32(arguments.count + 1)
        while true {
            let code = cArguments.withUnsafeMutableBufferPointer { argv -> Int32 in
                guard let base = argv.baseAddress else { return -1 }
                return getopt_long(argumentCount, base, shortOptions, longOptions, nil)
            }
            if code == -1 { break }
            let value = swoop_optarg().map { String(cString: $0) }
            if code == Int32(UInt8(ascii: ":")) {
                throw OptionError("option \(offendingOption(cArguments, missingValue: true)) needs a value")
            }
            guard let index = entries.indices.first(where: { self.code(of: $0) == code }) else {
                let offending = offendingOption(cArguments, missingValue: false)
                if let entry = entries.first(where: { "--" + $0.long == offending }), entry.argument == .none {
                    throw OptionError("option \(offending) takes no value")
                }
                throw OptionError("unknown option: \(offending)")
            }
            let entry = entries[index]
            switch entry.effect {
            case .apply(let apply):
                try apply(&options, value)
            case .alreadySo:
                try OptionTable.check(value, of: entry)
            }
        }

        let operands = cArguments[Int(swoop_optind())..<(cArguments.count - 1)].compactMap { $0.map { String(cString: $0) } }
        if operands.count > 1 {
            throw OptionError("too many arguments: \(operands.dropFirst().joined(separator: " ")) (only one FILE)")
        }
        options.inputPath = operands.first
        return options
    }

    /// The code getopt_long returns for entry `index`: its short letter, or 256 and up.
    private static func code(of index: Int) -> Int32 {
        if let short = OptionTable.entries[index].short, let ascii = short.asciiValue { return Int32(ascii) }
        return 256 + Int32(index)
    }

    private static func argumentKind(_ argument: OptionTable.Argument) -> Int32 {
        switch argument {
        case .none: no_argument
        case .required: required_argument
        case .optional: optional_argument
        }
    }

    /// The contents of the file at `path`, or nil.
    private static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard case .success(let bytes) = Descriptor.readToEnd(fd) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Names the option getopt_long just rejected, as the user typed it.
    ///
    /// A missing value is reported after getopt has moved past the word that
    /// asked for it; an unknown long option leaves `optopt` at 0.
    private static func offendingOption(_ argv: [UnsafeMutablePointer<CChar>?], missingValue: Bool) -> String {
        let short = swoop_optopt()
        let index = Int(swoop_optind()) - 1
        let word = index >= 0 && index < argv.count ? argv[index].map { String(cString: $0) } : nil
        if let word, word.hasPrefix("--"), missingValue || short == 0 || short >= 256 {
            return String(word.split(separator: "=", maxSplits: 1).first ?? Substring(word))
        }
        guard short > 0, short < 256, let scalar = Unicode.Scalar(UInt32(short)) else { return word ?? "?" }
        return "-\(Character(scalar))"
    }
}
