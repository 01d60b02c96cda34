import Foundation
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import Presentation
import Testing

@testable import PopcornApp

/// A question asked through the composed services is answered from the embedded catalogue and kept
/// in conversations.sqlite, a file of its own in the data folder; a data folder that cannot hold it
/// fails as unavailable, never as an empty list.
@Suite struct ConversationsFileTests {
    func services(dataHome: URL) throws -> AppServices {
        try AppServices(
            configuration: AppConfiguration(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path]),
            sourceSettings: try SourceSettings.resolve(flag: .catalogue, environment: [:], file: nil))
    }

    @Test func aQuestionIsAnsweredAndKeptInItsOwnFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-conversations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = try services(dataHome: folder)
        let reply = try await services.intelligence.makeAskQuestionUseCase().execute(
            "who plays Tyler Durden?", about: TitleReference(kind: .movie, id: 550))
        #expect(reply.answer.contains("Brad Pitt"), "\(reply.answer)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("popcorn/conversations.sqlite").path))
        let kept = try await services.intelligence.makeListConversationsUseCase().execute()
        #expect(kept.map(\.id) == [reply.conversation.id])
        #expect(kept.first?.titleName == "Fight Club")
    }

    @Test func aDataFolderThatCannotHoldThemIsUnavailable() async throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-not-a-folder-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let services = try services(dataHome: blocker)
        do throws(ListConversationsError) {
            let kept = try await services.intelligence.makeListConversationsUseCase().execute()
            Issue.record("the conversations were read as \(kept.count)")
        } catch {
            let worded = error.worded(by: services.failureWording)
            #expect(worded.kind == .unavailable)
            #expect(worded.message.hasPrefix("The conversations could not be opened: "), "\(worded.message)")
        }
    }
}
