public import IntelligenceDomain

/// Why `SaveIntelligenceEntryUseCase` could not keep an entry: its owner could not say what it is
/// about, or the entries could not be written.
public enum SaveIntelligenceEntryError: Error, Sendable, Equatable {
    case lookup(PreviewLookupError)
    case store(IntelligenceEntryStoreError)
}
