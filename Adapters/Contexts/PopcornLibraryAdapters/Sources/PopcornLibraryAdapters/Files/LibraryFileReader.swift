import CoreDomain
import Foundation
import LibraryDomain

/// Reads a file to import into the library: Popcorn's JSON Lines, Letterboxd's import format,
/// Trakt's list JSON, or one of Letterboxd's export files (`watchlist.csv`, `watched.csv`,
/// `ratings.csv`, `diary.csv`, which share one header and are told apart by their name unless
/// `destination` says). The whole file is read before anything is merged: the first line that
/// is wrong makes it a `LibraryFileError`, and nothing of it lands.
public enum LibraryFileReader {
    public static func read(_ text: String, fileName: String, as destination: ImportDestination?) throws(LibraryFileError)
        -> [ImportedRecord]
    {
        let start = text.first { !$0.isWhitespace && $0 != "\u{FEFF}" }
        switch start {
        case nil: return []
        case "{": return try JSONLinesLibraryFile.read(text, as: destination)
        case "[": return try TraktLibraryFile.read(text, as: destination)
        default: return try LetterboxdLibraryFile.read(text, fileName: fileName, as: destination)
        }
    }
}
