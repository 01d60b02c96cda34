import CoreDomain
import Foundation
import Testing

@testable import PopcornApp

@Suite struct AppConfigurationTests {
    @Test func usesXDGDataHomeWhenItIsAbsolute() {
        let configuration = AppConfiguration(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(configuration.dataDirectory?.path == "/data/popcorn")
        #expect(configuration.catalogueDatabaseURL?.path == "/data/popcorn/catalogue.sqlite")
    }

    @Test func fallsBackToTheHomeDirectory() {
        #expect(AppConfiguration(environment: ["HOME": "/home/ada"]).dataDirectory?.path == "/home/ada/.local/share/popcorn")
    }

    @Test func ignoresARelativeXDGDataHome() {
        let configuration = AppConfiguration(environment: ["XDG_DATA_HOME": "relative/dir", "HOME": "/home/ada"])
        #expect(configuration.dataDirectory?.path == "/home/ada/.local/share/popcorn")
    }

    @Test func knowsNoDataDirectoryWithoutAHome() {
        #expect(AppConfiguration(environment: [:]).dataDirectory == nil)
        #expect(AppConfiguration(environment: ["HOME": "nowhere"]).catalogueDatabaseURL == nil)
    }

    /// `POPCORN_TODAY=garbage` is warned of, as an unreadable `POPCORN_HISTORY` is, and ages are
    /// counted to today; a day, or nothing, is no cause for a warning.
    @Test func aTodayThatIsNoDayIsToldApart() {
        #expect(AppConfiguration(environment: ["POPCORN_TODAY": "garbage"]).todayIsUnreadable)
        #expect(AppConfiguration(environment: ["POPCORN_TODAY": "2024-02-30"]).todayIsUnreadable)
        #expect(AppConfiguration(environment: ["POPCORN_TODAY": "garbage"]).today == .today())
        #expect(!AppConfiguration(environment: ["POPCORN_TODAY": "2024-02-29"]).todayIsUnreadable)
        #expect(AppConfiguration(environment: ["POPCORN_TODAY": "2024-02-29"]).today?.isoString == "2024-02-29")
        #expect(!AppConfiguration(environment: ["POPCORN_TODAY": ""]).todayIsUnreadable)
        #expect(!AppConfiguration(environment: [:]).todayIsUnreadable)
    }
}
