import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchApplication

@Suite struct RecordViewUseCaseTests {
    let history = MockViewHistory()
    var useCase: any RecordViewUseCase { DefaultRecordViewUseCase(history: history, now: { SearchFixtures.moment }) }

    @Test func recordsTheItemAtTheTimeOfTheView() async throws {
        try await useCase.execute(ViewedItem(kind: .movie, id: 603))
        #expect(history.answers.calls == [.record(ViewedItem(kind: .movie, id: 603), at: SearchFixtures.moment)])
    }

    @Test func saysWhyTheHistoryCouldNotBeWritten() async {
        history.answers.fail(with: .unwritable("the disk is full"))
        await #expect(throws: RecordViewError.unwritable("the disk is full")) {
            try await useCase.execute(ViewedItem(kind: .tv, id: 1399))
        }
    }
}
