import Presentation
import TVSeriesApplication

/// Runs a TV series use case and gives its answer as a `Result` whose failure is already worded
/// for the user (see `TVSeriesRequestError+Wording`). Every TV use case fails in the context's one
/// vocabulary, so one piece serves them all; a `Result` keeps the error typed across `async let`.
func tvSeriesOutcome<Value>(
    source: String,
    _ request: () async throws(TVSeriesRequestError) -> Value
) async -> Result<Value, ViewStateError> {
    do {
        return .success(try await request())
    } catch {
        return .failure(error.viewStateError(source: source))
    }
}
