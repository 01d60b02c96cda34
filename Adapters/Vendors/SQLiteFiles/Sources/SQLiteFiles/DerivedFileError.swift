/// Why a ``DerivedFile`` could not be had: the file's own failure, in words, or what the caller's
/// code threw, as it threw it.
public enum DerivedFileError<Failure: Error>: Error {
    /// The file itself: its folder could not be made, its lock taken, its new copy written or
    /// moved into place, or what was built does not open. The words say which, where and why.
    case unavailable(String)
    /// The caller's own code (the build, or what it ran under the lock) threw this.
    case failed(Failure)
}

extension DerivedFileError: Equatable where Failure: Equatable {}
