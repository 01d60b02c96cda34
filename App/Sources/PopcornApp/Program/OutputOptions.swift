import ArgumentParser

/// The output flags every screen command takes.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print one JSON document on standard output; errors go to standard error as JSON.")
    var json = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output (as do NO_COLOR set to a non-empty value, and TERM=dumb).")
    var noColor = false

    @Flag(name: .customLong("no-pager"), help: "Never page the text, however long (as does PAGER=cat).")
    var noPager = false

    @OptionGroup
    var sourceOptions: SourceOptions

    /// The same, as values.
    var common: CommonOptions {
        CommonOptions(json: json, noColor: noColor, noPager: noPager, verbose: sourceOptions.verbose, source: sourceOptions.source)
    }
}
