import Foundation

/// The images part of TMDb's configuration as ``TMDbImageAddresses`` keeps it on disk, with the
/// moment it was fetched.
struct TMDbStoredImagesConfiguration: Codable, Sendable, Equatable {
    let fetchedAt: Date
    let images: TMDbImagesConfiguration
}
