import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The address a phone on the local network reaches this machine at.
enum ServeAddress {
    /// The first IPv4 address of a network interface that is up and not the loopback,
    /// preferring the private ranges a home or office network uses; nil when there is none.
    static func localNetwork() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var found: [String] = []
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            let flags = Int32(current.pointee.ifa_flags)
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                var raw = v4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            }
            found.append(String(cString: text))
        }
        return found.first(where: isPrivate) ?? found.first
    }

    /// Whether `address` is in 10/8, 172.16/12 or 192.168/16.
    static func isPrivate(_ address: String) -> Bool {
        let parts = address.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 10 || (parts[0] == 172 && (16...31).contains(parts[1]))
            || (parts[0] == 192 && parts[1] == 168)
    }

    /// How a URL names `host`: an IPv6 address in brackets.
    static func inURL(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
}
