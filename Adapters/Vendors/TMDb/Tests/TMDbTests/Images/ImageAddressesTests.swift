import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

/// Image addresses from TMDb's configuration, asked for once and kept in a file for a week.
@Suite struct ImageAddressesTests {
    let path = "/3/configuration"

    func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("tmdb-image-addresses-\(UUID().uuidString)")
            .appendingPathComponent("configuration.json")
    }

    @Test func buildsAPosterAndAProfileAddressFromTheConfiguration() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let images = try #require(await TMDbImageAddresses(client: StandInClients.client(for: standIn)).images())
        #expect(images.posterURL(forPath: "/fightclub-poster.jpg")?.absoluteString == "https://127.0.0.1/images/w500/fightclub-poster.jpg")
        #expect(images.profileURL(forPath: "/bradpitt-profile.jpg")?.absoluteString == "https://127.0.0.1/images/w185/bradpitt-profile.jpg")
    }

    @Test func anUnlistedSizeGivesWayToTheOriginal() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let images = try #require(await TMDbImageAddresses(client: StandInClients.client(for: standIn)).images())
        #expect(images.profileURL(forPath: "/a.jpg", size: "w500")?.absoluteString == "https://127.0.0.1/images/original/a.jpg")
        #expect(images.posterURL(forPath: nil) == nil)
    }

    @Test func asksTMDbOnceHoweverOftenItIsAsked() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let addresses = TMDbImageAddresses(client: StandInClients.client(for: standIn))
        async let first = addresses.images()
        async let second = addresses.images()
        let both = await (first, second)
        #expect(both.0 != nil && both.0 == both.1)
        #expect(await addresses.images() == both.0)
        #expect(standIn.requestCount(path: path) == 1)
    }

    @Test func aFileUnderAWeekOldIsUsedAndAnOlderOneRefetched() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let client = StandInClients.client(for: standIn)
        let start = Date()
        let fetched = await TMDbImageAddresses(client: client, file: file, now: { start }).images()
        #expect(fetched != nil)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let sixDaysOn = start.addingTimeInterval(6 * 24 * 60 * 60)
        #expect(await TMDbImageAddresses(client: client, file: file, now: { sixDaysOn }).images() == fetched)
        #expect(standIn.requestCount(path: path) == 1)
        let eightDaysOn = start.addingTimeInterval(8 * 24 * 60 * 60)
        #expect(await TMDbImageAddresses(client: client, file: file, now: { eightDaysOn }).images() == fetched)
        #expect(standIn.requestCount(path: path) == 2)
    }

    @Test func anUnreadableFileIsFetchedAnewAndRewritten() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: file)
        let client = StandInClients.client(for: standIn)
        #expect(await TMDbImageAddresses(client: client, file: file).images() != nil)
        #expect(standIn.requestCount(path: path) == 1)
        #expect(await TMDbImageAddresses(client: client, file: file).images() != nil)
        #expect(standIn.requestCount(path: path) == 1)
    }

    @Test func aFailedConfigurationIsNilAndIsNotAskedAgain() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        standIn.setRoute(.answer(path, with: .notFound))
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let addresses = TMDbImageAddresses(client: StandInClients.client(for: standIn), file: file)
        #expect(await addresses.images() == nil)
        #expect(await addresses.images() == nil)
        #expect(standIn.requestCount(path: path) == 1)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
