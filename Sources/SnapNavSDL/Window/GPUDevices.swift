import Foundation

/// The device files through which Mesa's drivers, or NVIDIA's, reach a GPU.
enum GPUDevices {
    /// Whether this process can open a GPU: a DRM node under `directory` (`card*` or
    /// `renderD*`), or NVIDIA's control device, that it may read and write. Without one,
    /// Mesa's OpenGL falls back to llvmpipe.
    static func reachable(directory: String = "/dev/dri", nvidiaControl: String = "/dev/nvidiactl") -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let nodes = names.filter { $0.hasPrefix("card") || $0.hasPrefix("renderD") }.map { directory + "/" + $0 }
        return (nodes + [nvidiaControl]).contains { access($0, R_OK | W_OK) == 0 }
    }
}
