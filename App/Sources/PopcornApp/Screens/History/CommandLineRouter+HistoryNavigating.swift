import HistoryFeature

// Its links into films, series and people are the list screen's: one conformance serves both.
extension CommandLineRouter: HistoryNavigating {
    func openHistory(page: Int) {
        note("\(Self.program) history --page \(page)", purpose: "page \(page)")
    }
}
