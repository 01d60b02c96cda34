/// What `postgres-test-server` was asked for on its command line.
struct TestServerOptions {
    var maxConnections = 300

    /// The options in `arguments` (the program's name left out), or nil when they make no sense.
    static func parse(_ arguments: [String]) -> TestServerOptions? {
        var options = TestServerOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--max-connections", let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return nil }
            options.maxConnections = value
        }
        return options
    }
}
