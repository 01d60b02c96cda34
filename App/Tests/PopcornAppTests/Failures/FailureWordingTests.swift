import CoreDomain
import Presentation
import Testing

@testable import PopcornApp

@Suite struct FailureWordingTests {
    let wording = FailureWording(source: "the embedded catalogue")

    @Test func anUnknownIDSaysWhichIDAndWhichSource() {
        let error = wording.notFound(99_999_999, of: .movie)
        #expect(error.kind == .notFound)
        #expect(error.message == "No movie has id 99999999 in the embedded catalogue.")
        #expect(error.suggestion?.contains("popcorn movies popular") == true)
    }

    @Test func anInvalidIDIsAnInputErrorWithAHint() {
        let error = FailureWording.invalidID(0, of: .series)
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "0 is out of range for a series id: ids are whole numbers from 1 to 2,147,483,647.")
        #expect(error.suggestion == "Find series ids with `popcorn tv popular` or `popcorn tv top-rated`.")
    }

    @Test func aPageBelowOneSaysPagesCountFromOneAndHowToGoOn() {
        let error = wording.page(.outOfRange(0))
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "Page 0 is out of range: pages count from 1.")
        #expect(error.suggestion == "Start with `--page 1`; every page says how many the list has.")
    }

    @Test func aPageBeyondAnySourceSaysTheRangeThatOpens() {
        let error = wording.page(.outOfRange(501))
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "Page 501 is out of range: pages count from 1 to 500, the last any list opens.")
        #expect(error.suggestion != nil)
    }

    @Test func aPagePastTheEndSaysHowManyThereAre() {
        let error = wording.page(.pastEnd(9, lastPage: 2))
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "There is no page 9: the list has 2 pages.")
        #expect(error.suggestion == "Ask for a page from 1 to 2.")
    }

    @Test func aRejectedCredentialIsUnauthorizedAndExits77() {
        let error = FailureWording(source: "TMDb").source(.unauthorized("401"))
        #expect(error.kind == .unauthorized)
        #expect(error.message == "TMDb refused the credentials: 401")
        #expect(ExitStatus.code(for: error.kind) == 77)
    }

    @Test func anUnavailableSourceNamesTheSourceAndTheReason() {
        let error = wording.source(.unavailable("disk I/O error"))
        #expect(error.kind == .unavailable)
        #expect(error.message == "The embedded catalogue could not answer: disk I/O error")
        #expect(ExitStatus.code(for: error.kind) == 69)
    }

    @Test func aReasonThatNamesTheSourceIsNotPrefixedAgainAndSaysWhatToDo() {
        let wording = FailureWording(source: "TMDb", whenUnavailable: "Check the network.")
        let error = wording.source(.unavailable("TMDb could not be reached: the connection was refused"))
        #expect(error.message == "TMDb could not be reached: the connection was refused")
        #expect(error.suggestion == "Check the network.")
    }

    @Test func anOutcomeCarriesTheValueOrTheWordedFailure() async throws {
        let value = await wording.outcome { () async throws(PagedListError) in 7 }
        #expect(try value.get() == 7)
        let failed = await wording.outcome { () async throws(PagedListError) -> Int in throw .page(.pastEnd(3, lastPage: 2)) }
        #expect(failed == .failure(wording.page(.pastEnd(3, lastPage: 2))))
    }

    @Test func exitCodesFollowSysexits() {
        #expect(ExitStatus.code(for: .invalidRequest) == 64)
        #expect(ExitStatus.code(for: .unavailable) == 69)
        #expect(ExitStatus.code(for: .notFound) == 1)
        #expect(ExitStatus.code(for: .unexpected) == 1)
    }
}
