public import SamplesDomain

/// Keeps an entry about something another context owns, once its owner says it exists, first
/// among the entries.
public protocol SaveSampleEntryUseCase: Sendable {
    func execute(kind: SampleKind, id: Int) async throws(SaveSampleEntryError)
}
