import Testing

@testable import PostgresStore

@Suite struct PostgresFailureTests {
    private struct SomethingElse: Error {}

    @Test func anErrorOfItsOwnIsReportedByItsTypeAlone() {
        #expect(PostgresFailure(SomethingElse()) == .other("SomethingElse"))
    }

    @Test func aStoreErrorKeepsItsWords() {
        let error = PostgresStoreError.failed("the row is damaged")
        #expect(PostgresFailure(error) == .other(error.description))
    }
}
