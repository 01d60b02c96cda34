import Foundation
import SamplesDomain
import SamplesTestSupport
import Testing

@Suite struct SampleEntityTests {
    @Test func aRoundTripThroughJSONKeepsEveryField() throws {
        let sampleEntity = SampleEntityFixtures.sampleEntity(id: 7, name: "Seven")
        let data = try JSONEncoder().encode(sampleEntity)
        #expect(try JSONDecoder().decode(SampleEntity.self, from: data) == sampleEntity)
    }
}
