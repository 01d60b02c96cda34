import ArgumentParser

/// `popcorn catalogue …`: what the local catalogue holds beyond the embedded one.
struct CatalogueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "Add TMDb's lists of every title to the local search index.",
        subcommands: [CatalogueImportCommand.self]
    )
}
