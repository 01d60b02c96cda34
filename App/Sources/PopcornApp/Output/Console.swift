import Foundation

/// The process's two output streams: data on standard output, messages on standard error.
struct Console: Sendable {
    func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
