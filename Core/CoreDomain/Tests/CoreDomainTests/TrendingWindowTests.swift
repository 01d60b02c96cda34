import CoreDomain
import Testing

struct TrendingWindowTests {
    @Test func theStandardWindowIsTheWeekAndBothReadAsTMDbWritesThem() {
        #expect(TrendingWindow.standard == .week)
        #expect(TrendingWindow(rawValue: "day") == .day)
        #expect(TrendingWindow.allCases.map(\.rawValue) == ["day", "week"])
    }
}
