// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SnapNav",
    products: [
        .library(name: "SnapNavCore", targets: ["SnapNavCore"]),
        .library(name: "SnapNavCommandLine", targets: ["SnapNavCommandLine"]),
        .executable(name: "snapnav", targets: ["snapnav"]),
        .executable(name: "snapnav-map-example", targets: ["MapExample"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libxi-dev", "libpng-dev"])]
        ),
        .target(name: "CLibm", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "SnapNavCore", dependencies: ["CLibm"]),
        .target(
            name: "CXInput2", dependencies: ["CSDL2"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xi")]),
        .target(name: "CWayland", dependencies: ["CSDL2"]),
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "CWebP", linkerSettings: [.linkedLibrary("webp"), .linkedLibrary("webpdemux")]),
        // SVG screens: librsvg renders them into cairo, whose headers come from pkg-config.
        .systemLibrary(name: "CRSVG", path: "Sources/CRSVG", pkgConfig: "librsvg-2.0"),
        .target(name: "CSVG", dependencies: ["CRSVG"]),
        .target(name: "CColorConversion", linkerSettings: [.linkedLibrary("lcms2")]),
        .target(name: "CPixelBlending"),
        .systemLibrary(name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1"),
        // `snapnav serve`: Debian's libmicrohttpd serves the web player; libqrencode draws its URL.
        .target(name: "CHTTPServer", linkerSettings: [.linkedLibrary("microhttpd")]),
        .target(name: "CQRCode", linkerSettings: [.linkedLibrary("qrencode")]),
        .target(
            name: "SnapNavSDL",
            dependencies: [
                "CSDL2", "CXInput2", "CWayland", "CPNG", "CJPEG", "CWebP", "CSVG", "CColorConversion",
                "CPixelBlending", "SnapNavCore",
            ]
        ),
        .target(
            name: "SnapNavCommandLine", dependencies: ["SnapNavSDL", "SnapNavCore", "CHTTPServer", "CQRCode"]),
        .executableTarget(name: "snapnav", dependencies: ["SnapNavCommandLine"]),
        .executableTarget(
            name: "MapExample", dependencies: ["SnapNavCommandLine", "SnapNavCore"], path: "Examples/MapPanel",
            exclude: ["snapnav.json"]),
        .target(name: "BenchAllocations"),
        .target(name: "SnapNavTesting", dependencies: ["CSDL2"]),
        .executableTarget(
            name: "snapnav-bench",
            dependencies: [
                "SnapNavSDL", "SnapNavCore", "CSDL2", "CPixelBlending", "CPixman", "BenchAllocations", "SnapNavTesting",
            ]),
        .executableTarget(
            name: "snapnav-soak", dependencies: ["SnapNavSDL", "SnapNavCore", "CSDL2", "SnapNavTesting"]),
        .executableTarget(name: "snapnav-write-back", dependencies: ["SnapNavCore"], path: "Tests/Helpers/WriteBack"),
        .executableTarget(name: "snapnav-conformance", dependencies: ["SnapNavCore"]),
        .testTarget(name: "SnapNavCoreTests", dependencies: ["SnapNavCore"]),
        .testTarget(
            name: "SnapNavSDLTests",
            dependencies: [
                "SnapNavSDL", "SnapNavCore", "CSDL2", "CPixelBlending", "SnapNavCommandLine", "SnapNavTesting",
            ]),
        .testTarget(name: "SnapNavCommandLineTests", dependencies: ["SnapNavCommandLine", "SnapNavCore"]),
    ]
)
