import CoreDomain
import Testing

@Suite struct NumberingTests {
    @Test func idsRunFromOneToTheLargest32BitNumber() {
        #expect(Numbering.ids.contains(1) && Numbering.ids.contains(2_147_483_647))
        #expect(!Numbering.ids.contains(0) && !Numbering.ids.contains(2_147_483_648) && !Numbering.ids.contains(Int.max))
    }

    @Test func seasonsCountFromTheSpecialsAndEpisodesFromOne() {
        #expect(Numbering.seasons.lowerBound == 0 && Numbering.episodes.lowerBound == 1)
        #expect(Numbering.seasons.upperBound == Numbering.largest && Numbering.episodes.upperBound == Numbering.largest)
        #expect(!Numbering.seasons.contains(-1) && !Numbering.episodes.contains(0))
    }
}
