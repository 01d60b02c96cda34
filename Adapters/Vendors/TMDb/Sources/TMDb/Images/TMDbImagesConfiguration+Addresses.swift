public import Foundation

extension TMDbImagesConfiguration {
    /// The address of the image at `path` in `size`: the HTTPS base (or the plain one when TMDb
    /// gives no HTTPS base), the size, then the path. A size missing from `sizes` gives way to
    /// "original"; nil when there is no path, no base, or the pieces do not make an address.
    public func url(forPath path: String?, size: String, among sizes: [String]) -> URL? {
        guard let path, !path.isEmpty, let base = secureBaseURL ?? baseURL, !base.isEmpty else { return nil }
        let chosen = sizes.contains(size) ? size : "original"
        let separator = base.hasSuffix("/") ? "" : "/"
        let tail = path.hasPrefix("/") ? path : "/" + path
        return URL(string: base + separator + chosen + tail)
    }

    /// A poster's address, in `size` ("w500" unless told) when TMDb lists it among its poster sizes.
    public func posterURL(forPath path: String?, size: String = "w500") -> URL? {
        url(forPath: path, size: size, among: posterSizes)
    }

    /// A profile picture's address, in `size` ("w185" unless told) when TMDb lists it among its
    /// profile sizes.
    public func profileURL(forPath path: String?, size: String = "w185") -> URL? {
        url(forPath: path, size: size, among: profileSizes)
    }
}
