public import Foundation
public import IntelligenceDomain

/// Ready-made values for the Intelligence context's tests.
public enum IntelligenceFixtures {
    public static let movie = MoviePreview(id: 7, name: "Seven")
    public static let tvSeries = TVSeriesPreview(id: 7, name: "Seven")
    public static let person = PersonPreview(id: 7, name: "Seven")
    public static let moment = Date(timeIntervalSince1970: 1_795_000_000)
    public static let later = moment.addingTimeInterval(60)
}
