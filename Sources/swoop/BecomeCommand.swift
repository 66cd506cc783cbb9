import Glibc
import SwoopCore

/// `become(CMD)`: swoop's process becomes the shell running CMD, with swoop's stdin, stdout and
/// stderr, after the terminal is given back and every child has ended.
enum BecomeCommand {
    /// Replaces swoop with the program `arguments` name (found in PATH) and `environment`;
    /// returns only by exiting 2 when that fails.
    static func replaceSwoop(with arguments: [[UInt8]], environment: [[UInt8]]) -> Never {
        let argv = arguments.map(cString) + [nil]
        // The environment becomes `environment` (putenv keeps the strings), and execvp searches PATH.
        clearenv()
        for entry in environment { if let variable = cString(entry) { putenv(variable) } }
        if let program = argv.first.flatMap({ $0 }) {
            argv.withUnsafeBufferPointer { argv in
                if let arguments = argv.baseAddress { _ = execvp(program, arguments) }
            }
        }
        fail("cannot run become's command: \(Descriptor.Failure(code: errno))")
    }

    /// `bytes` as a C string of its own (never freed: the process is replaced or ends).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        return copy
    }
}
