import Glibc
import SwoopCore

/// `become(CMD)`: swoop's process becomes the shell running CMD, with swoop's stdin, stdout,
/// stderr and environment, after the terminal is given back and every child has ended.
enum BecomeCommand {
    /// Replaces swoop with `/bin/sh -c command`; returns only by exiting 2 when that fails.
    static func replaceSwoop(with command: [UInt8]) -> Never {
        let arguments = [Array("sh".utf8), Array("-c".utf8), command].map { bytes -> UnsafeMutablePointer<CChar>? in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        arguments.withUnsafeBufferPointer { argv in
            if let base = argv.baseAddress { _ = execve("/bin/sh", base, environ) }
        }
        fail("cannot run become's command: \(Descriptor.Failure(code: errno))")
    }
}
