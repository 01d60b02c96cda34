import LibraryInfrastructure

/// Why one attempt to open the library file failed: the file was locked (and another attempt
/// may succeed), or for good.
enum OpeningFailure: Error {
    case locked(LibraryStoreError)
    case failed(LibraryStoreError)

    var failure: LibraryStoreError {
        switch self {
        case .locked(let failure), .failed(let failure): failure
        }
    }
}
