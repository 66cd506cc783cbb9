import Glibc
@testable import SwoopItems
@testable import SwoopSearch
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// One libFuzzer entry point, eight harnesses: `SWOOP_FUZZ_TARGET` says which.
/// Each checks what must hold for any input; a broken rule is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch getenv("SWOOP_FUZZ_TARGET").map({ String(cString: $0) }) ?? "keys" {
    case "keys": Harness.keys(bytes)
    case "query": Harness.query(bytes)
    case "matcher": Harness.matcher(bytes)
    case "reader": Harness.reader(bytes)
    case "options": Harness.options(bytes)
    case "colors": Harness.colors(bytes)
    case "bind": Harness.bind(bytes)
    case "http": Harness.http(bytes)
    default: fatalError("unknown SWOOP_FUZZ_TARGET")
    }
    return 0
}

enum Harness {
    /// Any bytes, in any split, decode without a crash, and flushing leaves nothing behind.
    static func keys(_ bytes: [UInt8]) {
        let cut = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
        let first = KeyDecoder.decode(Array(bytes[..<cut]))
        let second = KeyDecoder.decode(first.remainder + bytes[cut...])
        _ = KeyDecoder.flush(second.remainder)
        precondition(second.remainder.count <= 64 || second.remainder.first == 0x1B, "unbounded remainder")
    }

    /// Any text parses into terms that each have characters.
    static func query(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for exact in [false, true] {
            let query = Query(text, options: MatchOptions(exact: exact))
            for group in query.groups {
                precondition(!group.isEmpty)
                for term in group { precondition(!term.characters.isEmpty && term.characters.count == term.variants.count) }
            }
        }
    }

    /// Query × item: positions increase and lie in the item; the fast path agrees with the decoded one.
    static func matcher(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0x0A) ?? bytes.count
        let query = String(decoding: bytes[..<split], as: UTF8.self)
        let item = Array(bytes[min(split + 1, bytes.count)...])
        let matcher = Matcher(query: Query(query))
        item.withUnsafeBufferPointer { buffer in
            let match = matcher.match(buffer)
            let positions = matcher.positions(in: buffer)
            precondition(positions == positions.sorted() && Set(positions).count == positions.count)
            precondition(positions.allSatisfy { $0 >= 0 && $0 < max(1, buffer.count) })
            precondition(match != nil || positions.isEmpty)
            let decoded = matcher.itemMatcher().matchDecoded(buffer, scratch: MatchScratch())
            precondition(decoded == match, "fast and decoded paths disagree")
        }
    }

    /// Any bytes in any chunks come back as the same lines.
    static func reader(_ bytes: [UInt8]) {
        let separator: UInt8 = bytes.first.map { $0 % 2 == 0 ? 0x0A : 0 } ?? 0x0A
        let store = ItemStore()
        var index = 0
        var chunk = 1
        while index < bytes.count {
            let end = min(bytes.count, index + chunk)
            guard let buffer = store.readBuffer(maximum: end - index) else { break }
            buffer.copyBytes(from: bytes[index..<end])
            store.commitRead(length: end - index, separator: separator)
            index = end
            chunk = chunk * 3 % 17 + 1
        }
        store.finishReading(separator: separator)
        var lines = bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
        if bytes.last == separator || bytes.isEmpty { lines.removeLast() }
        precondition(store.count == lines.count, "line count")
        for (number, line) in lines.enumerated() { precondition(store.bytes(at: number) == line, "line \(number)") }
    }

    /// Any argument list parses or is refused with a message; never a crash.
    static func options(_ bytes: [UInt8]) {
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        do {
            _ = try OptionParser.parse(arguments)
        } catch {
            precondition(!error.description.isEmpty)
        }
    }

    /// Any `--bind` or `--expect` value parses or is refused with a message; a binding's chain is never empty
    /// unless it appends.
    static func bind(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let parsed = try KeyBindingParser.parse(text)
            for binding in parsed { precondition(binding.appends || !binding.actions.isEmpty, "empty chain") }
        } catch {
            precondition(!error.description.isEmpty)
        }
        do {
            _ = try KeyBindingParser.keys(text, option: "--expect")
        } catch {
            precondition(!error.description.isEmpty)
        }
    }

    /// Any colour spec parses or is refused with a message.
    static func colors(_ bytes: [UInt8]) {
        do {
            _ = try ColorSpec.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            precondition(!error.description.isEmpty)
        }
    }

    /// Any bytes, cut anywhere, read as a `--listen` request without a trap: an ended read is
    /// always a verdict, a rejection is a 400, and a request's verdict is found.
    static func http(_ bytes: [UInt8]) {
        let cut = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
        _ = HTTPRequest.read(Array(bytes[..<cut]), isEnded: false)
        switch HTTPRequest.read(bytes, isEnded: true) {
        case .incomplete: preconditionFailure("an ended read is incomplete")
        case .rejected(let response): precondition(response.status == 400)
        case .request(let request): _ = request.verdict(expectedKey: bytes.count % 2 == 0 ? "" : "k")
        }
    }
}
