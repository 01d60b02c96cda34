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
}
