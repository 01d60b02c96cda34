import Foundation
import HistoryFeature
import Presentation
import SearchApplication
import SearchComposition
import Testing

@testable import PopcornApp

/// A data folder the history cannot be kept in (here a file stands where the folder should be;
/// by hand, a folder its user may not read) is a history that cannot be had: never an empty one,
/// never one "cleared".
@Suite struct UnavailableHistoryTests {
    @Test func aHistoryThatCannotBeOpenedIsNeitherEmptyNorCleared() async throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-not-a-folder-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let configuration = AppConfiguration(environment: ["XDG_DATA_HOME": blocker.path, "HOME": blocker.path])
        let services = try AppServices(
            configuration: configuration, sourceSettings: try SourceSettings.resolve(flag: .catalogue, environment: [:], file: nil))

        do {
            let page = try await HistoryDependencies.live(services).fetchPage(1)
            Issue.record("the history was read as \(page.totalResults) entries")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(ExitStatus.code(for: error.kind) == ExitStatus.unavailable)
            #expect(error.message.hasPrefix("The history could not be read: "))
            #expect(error.message.contains(blocker.appendingPathComponent("popcorn").path), "it says where")
            #expect(error.suggestion?.contains("XDG_DATA_HOME") == true, "and what to do")
        }

        do throws(ClearHistoryError) {
            try await services.search.makeClearHistoryUseCase().execute()
            Issue.record("a history that cannot be opened was cleared")
        } catch {
            let worded = error.worded(by: services.failureWording)
            #expect(worded.kind == .unavailable)
            #expect(worded.message.hasPrefix("The history could not be opened: "))
        }
    }
}
