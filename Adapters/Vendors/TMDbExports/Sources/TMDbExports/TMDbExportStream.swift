import CZlib
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads an export a batch of lines at a time, inflating its gzip data as it goes, so that a
/// file of a million lines never sits in memory whole. A reader that stopped half-way can start
/// again where it stood: a new stream skips the lines already taken (`skip(lines:)`), which
/// costs their inflating but not their reading.
public final class TMDbExportStream {
    /// Bytes read from the file at a time.
    public static let defaultChunkSize = 1 << 18

    /// The file's size in bytes.
    public let fileSize: Int
    /// Bytes of the file read so far.
    public private(set) var bytesRead = 0
    /// Lines handed on or skipped so far, blank ones included.
    public private(set) var position = 0

    private let url: URL
    private let file: FileHandle
    private let chunkSize: Int
    private let stream: UnsafeMutablePointer<z_stream>
    private var inflated: [UInt8] = []
    /// Where the first line not yet handed on begins in `inflated`.
    private var start = 0
    private var ended = false
    private var output: [UInt8]

    /// Opens the export at `url`; `chunkSize` is how many bytes of it a batch reads.
    public init(url: URL, chunkSize: Int = TMDbExportStream.defaultChunkSize) throws(TMDbExportError) {
        guard let file = FileHandle(forReadingAtPath: url.path) else {
            throw .unreadable(path: url.path, reason: "no such file, or it cannot be opened")
        }
        let size: Int
        do {
            size = Int(try file.seekToEnd())
            try file.seek(toOffset: 0)
        } catch {
            try? file.close()
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        // zlib keeps a pointer back to its stream: it must never move.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 16 + the largest window: a gzip header and trailer around the deflate data.
        guard inflateInit2_(stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            try? file.close()
            throw .notGzip(path: url.path, reason: "zlib could not start")
        }
        self.url = url
        self.file = file
        self.fileSize = size
        self.chunkSize = max(1, chunkSize)
        self.stream = stream
        self.output = [UInt8](repeating: 0, count: max(1 << 16, min(chunkSize * 4, 1 << 20)))
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        try? file.close()
    }

    /// Passes over the next `count` lines without reading them; answers how many there were,
    /// fewer than `count` only when the file ends first.
    public func skip(lines count: Int) throws(TMDbExportError) -> Int {
        var skipped = 0
        while skipped < count {
            let found = inflated.withUnsafeBufferPointer { buffer -> Int in
                var found = 0
                var cursor = start
                while found < count - skipped, let newline = Self.newline(in: buffer, from: cursor) {
                    cursor = newline + 1
                    found += 1
                }
                start = cursor
                return found
            }
            skipped += found
            guard skipped < count else { break }
            if ended {
                // The last line need not end with a newline.
                if start < inflated.count {
                    start = inflated.count
                    skipped += 1
                }
                break
            }
            try fill()
        }
        position += skipped
        return skipped
    }

    /// The lines of the next chunk of the file; nil once every line has been handed on.
    public func next() throws(TMDbExportError) -> TMDbExportBatch? {
        if ended && start >= inflated.count { return nil }
        if !ended { try fill() }
        var entries: [TMDbExportEntry] = []
        var lines = 0
        var skipped = 0
        var consumed = 0
        func take(_ line: UnsafeBufferPointer<UInt8>) {
            consumed += 1
            guard line.contains(where: { !TMDbExportLineParser.isWhitespace($0) }) else { return }
            lines += 1
            if let entry = TMDbExportLineParser.entry(in: line) {
                entries.append(entry)
            } else {
                skipped += 1
            }
        }
        inflated.withUnsafeBufferPointer { buffer in
            var cursor = start
            while let newline = Self.newline(in: buffer, from: cursor) {
                take(UnsafeBufferPointer(rebasing: buffer[cursor..<newline]))
                cursor = newline + 1
            }
            if ended && cursor < buffer.count {
                take(UnsafeBufferPointer(rebasing: buffer[cursor..<buffer.count]))
                cursor = buffer.count
            }
            start = cursor
        }
        position += consumed
        return TMDbExportBatch(entries: entries, lines: lines, skippedLines: skipped, position: position, bytesRead: bytesRead)
    }

    private static func newline(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        guard offset < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + offset, 0x0A, buffer.count - offset) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Reads one chunk of the file and inflates all of it onto what is left of the last.
    private func fill() throws(TMDbExportError) {
        // Drop the lines already handed on.
        if start > 0 {
            inflated.removeFirst(start)
            start = 0
        }
        let input: Data
        do {
            input = try file.read(upToCount: chunkSize) ?? Data()
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        if input.isEmpty { throw .notGzip(path: url.path, reason: "it ends before its gzip data does") }
        bytesRead += input.count
        var status = Z_OK
        var failure: String?
        input.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: raw.bindMemory(to: Bytef.self).baseAddress)
            stream.pointee.avail_in = uInt(raw.count)
            repeat {
                let produced = output.withUnsafeMutableBufferPointer { buffer -> Int in
                    stream.pointee.next_out = buffer.baseAddress
                    stream.pointee.avail_out = uInt(buffer.count)
                    status = inflate(stream, Z_NO_FLUSH)
                    return buffer.count - Int(stream.pointee.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    failure = stream.pointee.msg.map { String(cString: $0) } ?? "inflate failed (\(status))"
                    return
                }
                inflated.append(contentsOf: output[0..<produced])
                // A full buffer may leave output inside zlib even when all input is taken.
            } while (stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0) && status != Z_STREAM_END
            stream.pointee.next_in = nil
        }
        if let failure { throw .notGzip(path: url.path, reason: failure) }
        if status == Z_STREAM_END { ended = true }
    }
}
