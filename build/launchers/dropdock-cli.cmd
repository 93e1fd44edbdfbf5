@echo off
rem Dropdock's command line, as the desktop app installs it (next to Dropdock.exe): runs the
rem bundled CLI in resources\cli with the machine's Node.js (22.12 or newer; DROPDOCK_NODE names
rem another). The app's own binary is not used as a Node: its ELECTRON_RUN_AS_NODE fuse is off.
setlocal
set "bundle=%~dp0resources\cli\dropdock.js"
if not exist "%bundle%" (echo dropdock-cli: the command line is missing from this installation. 1>&2 & exit /b 1)
if "%DROPDOCK_NODE%"=="" set "DROPDOCK_NODE=node"
"%DROPDOCK_NODE%" -e "const [a,b]=process.versions.node.split('.').map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)" 2>nul || (echo dropdock-cli: needs Node.js 22.12 or newer on PATH, or DROPDOCK_NODE set to one. 1>&2 & exit /b 1)
"%DROPDOCK_NODE%" "%bundle%" %*
