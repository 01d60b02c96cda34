public import SamplesDomain

/// Why `SaveSampleEntryUseCase` could not keep an entry: its owner could not say what it is
/// about, or the entries could not be written.
public enum SaveSampleEntryError: Error, Sendable, Equatable {
    case lookup(PreviewLookupError)
    case store(SampleEntryStoreError)
}
