import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchApplication

@Suite struct ClearHistoryUseCaseTests {
    let history = MockViewHistory()

    @Test func forgetsTheHistory() async throws {
        try await DefaultClearHistoryUseCase(history: history).execute()
        #expect(history.answers.calls == [.clear])
    }

    @Test func saysWhyItCouldNot() async {
        history.answers.fail(with: .unwritable("read-only file system"))
        await #expect(throws: ClearHistoryError.unwritable("read-only file system")) {
            try await DefaultClearHistoryUseCase(history: history).execute()
        }
    }
}
