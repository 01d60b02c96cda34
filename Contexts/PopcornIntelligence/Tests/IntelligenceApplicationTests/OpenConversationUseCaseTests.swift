import Foundation
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct OpenConversationUseCaseTests {
    static let fightClub = IntelligenceFixtures.fightClubReference
    static let series = TitleReference(kind: .tv, id: 1399)

    static func conversation(_ id: String, about title: TitleReference, named name: String) -> Conversation {
        Conversation(
            id: ConversationID(id), title: title, titleName: name, startedAt: IntelligenceFixtures.moment,
            messages: [.user("who directed it?"), .assistant("David Fincher.")])
    }

    // The most recently saved first, as the store keeps them.
    let store = MockConversationStore(keeping: [
        conversation("newer", about: fightClub, named: "Fight Club"),
        conversation("thrones", about: series, named: "Game of Thrones"),
        conversation("older", about: fightClub, named: "Fight Club"),
    ])
    var useCase: some OpenConversationUseCase { DefaultOpenConversationUseCase(store: store) }

    @Test func opensTheLatestConversationAboutTheTitle() async throws {
        let opened = try await useCase.execute(.latest, about: Self.fightClub)
        #expect(opened.id == ConversationID("newer"))
        #expect(store.answers.calls == [.latestConversation(Self.fightClub)])
    }

    @Test func opensAConversationByItsIDWhenItIsAboutTheTitle() async throws {
        let opened = try await useCase.execute(.withID(ConversationID("older")), about: Self.fightClub)
        #expect(opened == store.kept[2])
        #expect(store.answers.calls.allSatisfy { if case .save = $0 { false } else { true } })
    }

    @Test func refusesAnIDKeptAboutAnotherTitleNamingIt() async {
        await #expect(
            throws: OpenConversationError.aboutAnotherTitle(ConversationID("thrones"), title: Self.series, titleName: "Game of Thrones")
        ) {
            try await useCase.execute(.withID(ConversationID("thrones")), about: Self.fightClub)
        }
    }

    @Test func saysWhenNoneIsKept() async {
        await #expect(throws: OpenConversationError.notFound(ConversationID("nope"))) {
            try await useCase.execute(.withID(ConversationID("nope")), about: Self.fightClub)
        }
        let matrix = TitleReference(kind: .movie, id: 603)
        await #expect(throws: OpenConversationError.noneAbout(matrix)) { try await useCase.execute(.latest, about: matrix) }
    }

    @Test func saysWhenTheStoreCannotBeOpened() async {
        store.answers.fail(with: .unavailable("no disk"))
        await #expect(throws: OpenConversationError.store(.unavailable("no disk"))) {
            try await useCase.execute(.latest, about: Self.fightClub)
        }
        await #expect(throws: OpenConversationError.store(.unavailable("no disk"))) {
            try await useCase.execute(.withID(ConversationID("newer")), about: Self.fightClub)
        }
    }
}
