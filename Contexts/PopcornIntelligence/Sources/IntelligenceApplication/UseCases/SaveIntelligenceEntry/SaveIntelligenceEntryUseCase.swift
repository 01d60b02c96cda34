public import IntelligenceDomain

/// Keeps an entry about something another context owns, once its owner says it exists, first
/// among the entries.
public protocol SaveIntelligenceEntryUseCase: Sendable {
    func execute(kind: IntelligenceKind, id: Int) async throws(SaveIntelligenceEntryError)
}
