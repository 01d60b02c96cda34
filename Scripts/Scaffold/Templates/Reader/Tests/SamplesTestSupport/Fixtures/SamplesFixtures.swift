// scaffold: store
public import Foundation
// scaffold: end
public import SamplesDomain

/// Ready-made values for the Sample items context's tests.
public enum SamplesFixtures {
    // scaffold: each read
    public static let readEntity = ReadEntityPreview(id: 7, name: "Seven")
    // scaffold: end
    // scaffold: store
    public static let moment = Date(timeIntervalSince1970: 1_795_000_000)
    public static let later = moment.addingTimeInterval(60)
    // scaffold: end
}
