public import Foundation

/// Where TMDb's images are: the images part of its `/configuration`, asked for at most once in the
/// life of this value and, when given a file, kept there for a week between runs.
///
/// Image addresses are a nicety: nothing here throws. When the configuration can be had neither
/// from the file nor from TMDb, ``images()`` answers nil for the rest of this value's life and an
/// image's address is simply unknown. A file that cannot be read or decoded, or is older than
/// ``maximumAge`` (or dated ahead of the clock), is fetched anew and rewritten; a file that cannot be
/// written is left alone.
public actor TMDbImageAddresses {
    /// How long a configuration kept in the file is used before TMDb is asked again.
    public static let maximumAge: TimeInterval = 7 * 24 * 60 * 60

    private let client: TMDbClient
    private let file: URL?
    private let now: @Sendable () -> Date
    private var lookup: Task<TMDbImagesConfiguration?, Never>?

    /// Addresses built from `client`'s configuration, kept in `file` when one is given (its folder
    /// is made when missing). `now` tells the time, for the file's age.
    public init(client: TMDbClient, file: URL? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.file = file
        self.now = now
    }

    /// The images configuration: from the file when it is recent enough, else from TMDb; nil when
    /// neither has it. Callers who ask at the same time share one request.
    public func images() async -> TMDbImagesConfiguration? {
        if let lookup { return await lookup.value }
        let client = client
        let file = file
        let now = now
        let task = Task { await Self.load(client: client, file: file, now: now) }
        lookup = task
        return await task.value
    }

    private static func load(client: TMDbClient, file: URL?, now: @Sendable () -> Date) async -> TMDbImagesConfiguration? {
        let moment = now()
        if let file, let stored = read(file), moment.timeIntervalSince(stored.fetchedAt) <= maximumAge,
            stored.fetchedAt <= moment.addingTimeInterval(60)
        {
            return stored.images
        }
        guard let images = try? await client.configuration().images else { return nil }
        if let file { write(TMDbStoredImagesConfiguration(fetchedAt: moment, images: images), to: file) }
        return images
    }

    private static func read(_ file: URL) -> TMDbStoredImagesConfiguration? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(TMDbStoredImagesConfiguration.self, from: data)
    }

    private static func write(_ stored: TMDbStoredImagesConfiguration, to file: URL) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(stored) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
