extension ViewState {
    /// The state `operation` ends in: `.ready` with what it returns, or `.error` with what it threw.
    /// Runs in the caller's isolation, so a main-actor view model can pass its own closures.
    public static func outcome(
        isolation: isolated (any Actor)? = #isolation,
        of operation: () async throws(ViewStateError) -> Content
    ) async -> ViewState<Content> {
        do {
            return .ready(try await operation())
        } catch {
            return .error(error)
        }
    }
}
