import Foundation
import Testing

@testable import PopcornApp

/// The moments the documents write read as Foundation's ISO 8601 style writes them.
@Suite struct InstantTextTests {
    @Test func aMomentIsWrittenAsFoundationWritesIt() {
        var generator = SystemRandomNumberGenerator()
        let moments =
            [0, 1, 59.999, 86_399.5, 951_782_400, 1_767_225_600, 1_798_761_599.9, -1, -86_400.25, 253_402_300_799]
            + (0..<2_000).map { _ in Double.random(in: -2_000_000_000...4_000_000_000, using: &generator) }
        for seconds in moments {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(InstantText.iso8601(date) == date.formatted(.iso8601), "\(seconds)")
        }
    }

    @Test func aDayBeginsAtMidnightUTC() {
        #expect(InstantText.iso8601(Date(timeIntervalSince1970: 1_767_225_600)) == "2026-01-01T00:00:00Z")
        #expect(InstantText.iso8601(Date(timeIntervalSince1970: 1_767_225_599.75)) == "2025-12-31T23:59:59Z")
    }
}
