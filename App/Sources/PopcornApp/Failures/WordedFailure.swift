import Presentation

/// A use case's error that the app can put into words. Each context's errors conform once, in
/// the app's folder for that context, by saying which failure each case is; `FailureWording` holds
/// the words, and `ExitStatus` the exit code of each kind.
protocol WordedFailure: Error {
    func worded(by wording: FailureWording) -> ViewStateError
    /// The film, series or person the source has no such id for, when that is the failure; nil
    /// for any other. `FailureWording.outcome` asks then whether Popcorn knows it by name alone.
    var missingItem: MissingItem? { get }
}

extension WordedFailure {
    var missingItem: MissingItem? { nil }
}
