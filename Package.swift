// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SnapNav",
    products: [
        .library(name: "SnapNavCore", targets: ["SnapNavCore"]),
        .library(name: "SnapNavSDL", targets: ["SnapNavSDL"]),
        .executable(name: "snapnav", targets: ["snapnav"]),
        .executable(name: "snapnav-bench", targets: ["snapnav-bench"]),
        .executable(name: "snapnav-soak", targets: ["snapnav-soak"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libxi-dev"])]
        ),
        .target(name: "SnapNavCore"),
        .target(
            name: "CXInput2", dependencies: ["CSDL2"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xi")]),
        .target(name: "SnapNavSDL", dependencies: ["CSDL2", "CXInput2", "SnapNavCore"]),
        .executableTarget(name: "snapnav", dependencies: ["SnapNavSDL", "SnapNavCore"]),
        .target(name: "BenchAllocations"),
        .executableTarget(
            name: "snapnav-bench", dependencies: ["SnapNavSDL", "SnapNavCore", "CSDL2", "BenchAllocations"]),
        .executableTarget(name: "snapnav-soak", dependencies: ["SnapNavSDL", "SnapNavCore", "CSDL2"]),
        .testTarget(name: "SnapNavCoreTests", dependencies: ["SnapNavCore"]),
        .testTarget(name: "SnapNavSDLTests", dependencies: ["SnapNavSDL", "SnapNavCore", "CSDL2"]),
    ]
)
