import ArgumentParser

/// The options every list command takes: which page, and how to print it.
struct ListOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The page of the list to show, from 1 to 500.")
    var page = 1

    @OptionGroup
    var output: OutputOptions
}
