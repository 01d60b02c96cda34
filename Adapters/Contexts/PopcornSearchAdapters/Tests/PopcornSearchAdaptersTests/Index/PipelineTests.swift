import Synchronization
import Testing

@testable import PopcornSearchAdapters

@Suite struct PipelineTests {
    private struct Failure: Error, Equatable {
        let step: Int
    }

    @Test(arguments: [1, 2, 4])
    func handsEveryStepOnInOrderWhateverOrderTheProducersFinishIn(producers: Int) throws {
        var consumed: [Int] = []
        try Pipeline.run(
            producers: producers,
            produce: { step -> Int? in
                guard step < 200 else { return nil }
                // Odd steps take longer, so that later steps are often ready first.
                if step % 2 == 1 { for _ in 0..<(step * 50) { _ = step.description } }
                return step
            },
            consume: { consumed.append($0) })
        #expect(consumed == Array(0..<200))
    }

    @Test func aProducersErrorIsThrownOnceTheStepsBeforeItAreConsumed() {
        var consumed: [Int] = []
        #expect(throws: Failure(step: 5)) {
            try Pipeline.run(
                producers: 2,
                produce: { step -> Int? in
                    if step == 5 { throw Failure(step: step) }
                    return step
                },
                consume: { consumed.append($0) })
        }
        #expect(consumed == [0, 1, 2, 3, 4])
    }

    @Test func aConsumersErrorStopsTheProducers() {
        let produced = Mutex(0)
        #expect(throws: Failure(step: 3)) {
            try Pipeline.run(
                producers: 2,
                produce: { step -> Int? in
                    produced.withLock { $0 += 1 }
                    return step
                },
                consume: { if $0 == 3 { throw Failure(step: 3) } })
        }
        // Stopped a few steps ahead at most, not run on for ever.
        #expect(produced.withLock { $0 } < 20)
    }
}
