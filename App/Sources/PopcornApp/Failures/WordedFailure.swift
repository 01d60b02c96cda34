import Presentation

/// A use case's error that the app can put into words. Each context's errors conform once, in
/// the app's folder for that context, by saying which failure each case is; `FailureWording` holds
/// the words, and `ExitStatus` the exit code of each kind.
protocol WordedFailure: Error {
    func worded(by wording: FailureWording) -> ViewStateError
}
