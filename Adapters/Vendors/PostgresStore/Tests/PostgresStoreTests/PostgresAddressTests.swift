import Testing

@testable import PostgresStore

@Suite struct PostgresAddressTests {
    @Test func readsEveryPartOfTheURL() throws {
        let address = try PostgresAddress(url: "postgres://anna:s%3Acret@db.example:6543/films?sslmode=require")
        #expect(address.host == "db.example")
        #expect(address.port == 6543)
        #expect(address.user == "anna")
        #expect(address.password == "s:cret")
        #expect(address.database == "films")
        #expect(address.tls == .require)
    }

    @Test func defaultsThePortToPostgreSQLsAndTheDatabaseToTheUser() throws {
        let address = try PostgresAddress(url: "postgresql://anna@127.0.0.1")
        #expect(address.port == 5432)
        #expect(address.database == "anna")
        #expect(address.password == nil)
        #expect(address.tls == .disable)
    }

    @Test func neverShowsThePassword() throws {
        let address = try PostgresAddress(url: "postgres://anna:hunter2-secret@127.0.0.1:5432/films")
        var dumped = ""
        dump(address, to: &dumped)
        for text in [address.description, address.debugDescription, String(describing: address), String(reflecting: address), dumped] {
            #expect(!text.contains("hunter2-secret"))
        }
        #expect(address.description == "postgres://anna@127.0.0.1:5432/films")
        #expect(address.hasPassword)
    }

    @Test(arguments: [
        "mysql://anna:pw@host/db", "postgres://host/db", "postgres://anna:pw@/db", "postgres://anna:pw@host/a/b",
        "postgres://anna:pw@host/db?sslmode=verify", "postgres://anna:pw@host/db?application=x", "not a url at all",
    ])
    func refusesAURLItCannotUseWithoutRepeatingIt(url: String) {
        #expect {
            try PostgresAddress(url: url)
        } throws: { error in
            guard let error = error as? PostgresStoreError, case .invalidAddress(let reason) = error else { return false }
            return !error.description.contains("pw") && !reason.isEmpty
        }
    }
}
