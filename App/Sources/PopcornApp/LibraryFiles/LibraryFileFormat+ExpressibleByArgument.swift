public import ArgumentParser
public import PopcornLibraryAdapters

/// `--format jsonl|letterboxd|trakt` of `popcorn library export`.
extension LibraryFileFormat: @retroactive ExpressibleByArgument {}
