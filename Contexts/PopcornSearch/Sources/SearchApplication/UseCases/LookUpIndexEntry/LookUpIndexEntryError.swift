public import CoreDomain

/// Why `LookUpIndexEntryUseCase` could not answer: the index itself could not be read.
public typealias LookUpIndexEntryError = SourceFailure
