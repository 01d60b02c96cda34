public import ArgumentParser
import Presentation

/// `--type movie|tv|person`, written as everywhere else a command takes a kind.
extension ItemKind: @retroactive ExpressibleByArgument {}
